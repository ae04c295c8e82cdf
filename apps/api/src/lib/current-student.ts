/** The signed-in student of a request, as the student routes hand it to their services. */
export type CurrentStudent = { id: string; companyCode: string };

/** Who asks (the session's student) and on which company's host: every student route's one reading. */
export const currentStudent = (req: {
  company: { code: string };
  auth: { student: { id: string } };
}): CurrentStudent => ({ id: req.auth.student.id, companyCode: req.company.code });
