// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#contracts/limits";
import { ImageField } from "./image-field";

// A record's photo: checked for type and size before anything is sent (the server
// reads the bytes again, docs/decisions/014), previewed once chosen, removable, and
// the server's refusal shown by the field.

afterEach(cleanup);

function Photo({ currentUrl = null, serverError }: { currentUrl?: string | null; serverError?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <ImageField label="Photo" currentUrl={currentUrl} file={file} onFile={setFile} serverError={serverError} />
      <output aria-label="Chosen">{file?.name ?? "none"}</output>
    </>
  );
}

const input = () => screen.getByLabelText(/^Photo/) as HTMLInputElement;
const described = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

describe("ImageField", () => {
  it("is optional, says what it takes, and shows the current photo", () => {
    render(<Photo currentUrl="http://localhost/uploads/asha.webp" />);
    expect(screen.getByText("(optional)")).toBeTruthy();
    expect(described(input())).toBe("JPEG, PNG or WebP, up to 5 MB.");
    expect(screen.getByRole("img", { name: "Current photo" }).getAttribute("src")).toBe("http://localhost/uploads/asha.webp");
  });

  it("refuses a file that is not a picture, and one that is too big, before sending", async () => {
    render(<Photo />);
    await userEvent.upload(input(), new File(["%PDF"], "notes.pdf", { type: "application/pdf" }), { applyAccept: false });
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(described(input())).toContain("Choose a JPEG, PNG or WebP image.");
    expect(screen.getByRole("status", { name: "Chosen" }).textContent).toBe("none");

    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "big.png", { type: "image/png" });
    await userEvent.upload(input(), big);
    expect(described(input())).toContain("The image must be 5 MB or smaller.");
    expect(screen.getByRole("status", { name: "Chosen" }).textContent).toBe("none");
  });

  it("previews a chosen photo, and Remove chosen photo goes back to none", async () => {
    render(<Photo />);
    await userEvent.upload(input(), new File(["png"], "asha.png", { type: "image/png" }));
    expect(input().hasAttribute("aria-invalid")).toBe(false);
    expect(screen.getByRole("status", { name: "Chosen" }).textContent).toBe("asha.png");
    expect(screen.getByRole("img", { name: "Preview of the chosen photo" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove chosen photo" }));
    expect(screen.getByRole("status", { name: "Chosen" }).textContent).toBe("none");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows the server's reason for refusing the last photo by the field", () => {
    render(<Photo serverError="That file is not an image." />);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(described(input())).toContain("That file is not an image.");
  });
});
