// The options of a course <select> in the staff forms (placements, reviews): a
// blank choice that says what leaving it means, then every course by name.

export function CourseOptions({ courses, blank }: { courses: readonly string[]; blank: string }) {
  return (
    <>
      <option value="">{blank}</option>
      {courses.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
