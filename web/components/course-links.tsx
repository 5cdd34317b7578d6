// A list of links to course pages, in whichever layout the calling section gives it.

import { ArrowRight } from "./icons";
import type { CourseLink } from "../lib/site-content";

interface CourseLinksProps {
  courses: readonly CourseLink[];
  /** The list's layout (grid, chips row …). */
  className: string;
  linkClass: string;
  /** Given, each link ends with an arrow of this look. */
  arrowClass?: string;
}

/**
 * A list of links to the course pages, in the order given: the hero's chips, the
 * home page's side list and the about page's grid differ only in their look.
 * Plain anchors: public pages hydrate without the router.
 */
export function CourseLinks({ courses, className, linkClass, arrowClass }: CourseLinksProps) {
  return (
    <ul className={className}>
      {courses.map((c) => (
        <li key={c.id}>
          <a href={c.path} className={linkClass}>
            {c.name}
            {arrowClass && <ArrowRight className={arrowClass} />}
          </a>
        </li>
      ))}
    </ul>
  );
}
