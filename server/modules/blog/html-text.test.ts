import { describe, expect, it } from "vitest";
import { decodeEntities, firstImageSrc, htmlToText } from "./html-text";

describe("htmlToText", () => {
  it("drops tags, scripts, styles and comments and collapses white space", () => {
    expect(htmlToText("<p>Hello <b>world</b></p><script>alert(1)</script><style>p{}</style><!-- x --><p>Again</p>")).toBe("Hello world Again");
  });
  it("turns line breaks and block ends into spaces so words do not run together", () => {
    expect(htmlToText("one<br>two<br/>three</p><p>four<li>five")).toBe("one two three four five");
  });
  it("decodes entities once", () => {
    expect(htmlToText("Fish &amp; chips &amp;lt;b&amp;gt; &#8377;500 &#x2014; &hellip;&nbsp;ok &unknown;")).toBe(
      "Fish & chips &lt;b&gt; ₹500 — … ok &unknown;",
    );
  });
});

describe("decodeEntities", () => {
  it("replaces control characters and invalid code points with a space", () => {
    expect(decodeEntities("a&#0;b&#xD800;c&#99999999;d")).toBe("a b c d");
  });
});

describe("firstImageSrc", () => {
  it("finds the first real picture, with any quoting, skipping 1×1 tracking pixels", () => {
    expect(firstImageSrc(`<img width="1" height="1" src="/t.gif"><img alt='x' src='/a.png?x=1&amp;y=2'>`)).toBe("/a.png?x=1&y=2");
    expect(firstImageSrc("<IMG SRC=/b.jpg>")).toBe("/b.jpg");
    expect(firstImageSrc("<p>No picture</p>")).toBeUndefined();
  });
});
