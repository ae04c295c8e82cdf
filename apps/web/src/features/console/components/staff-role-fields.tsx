import type { StaffList } from '@portico/contract/console-staff';
import { MultiSelectField, SelectField, useField } from '../resource/form-fields';

export const ROLE_OPTIONS = [
  { value: 'faculty', label: 'Faculty (the courses assigned)' },
  { value: 'admin', label: 'Administrator (everything)' },
];

/** A member's role and, for faculty, the courses they work on (an admin works on every course). */
export function StaffRoleFields({
  courses,
  description,
}: {
  courses: StaffList['courses'];
  description?: string;
}) {
  const role = useField<string>('role').value;
  return (
    <>
      <SelectField name="role" label="Role" data={ROLE_OPTIONS} empty="faculty" allowDeselect={false} />
      {role === 'faculty' && (
        <MultiSelectField
          name="courseIds"
          label="Courses"
          description={description}
          data={courses.map((c) => ({ value: c.id, label: c.courseName }))}
          searchable
        />
      )}
    </>
  );
}
