import { importContent } from '../src/modules/content/content-import';
import { contentIds } from '../src/modules/content/content-mapper';
import { createCompany, createCourse, createStudent, enrol, login, type TestContext } from './harness';

/** Career services tests (apps/api/src/modules/career): the demo's instruction documents. */
export const LINKEDIN_DOC = '/demo-documents/career/linkedin-profile-guide.pdf';
export const CV_DOC = '/demo-documents/career/cv-preparation-guide.pdf';

/** A company with a course whose 'career' module has the two kinds, a locked one and a lesson. */
export async function careerFixture(ctx: TestContext) {
  const company = await createCompany(ctx);
  const { course, product } = await createCourse(ctx, company.code);
  const result = await importContent(ctx.database.db, company.code, [
    {
      path: 'course.json',
      json: {
        course: course.courseName,
        modules: [
          {
            key: 'career',
            title: 'Career services',
            objects: [
              {
                key: 'linkedin',
                kind: 'Project',
                title: 'LinkedIn profile review',
                referenceType: 'Project',
                content: 'Send your profile.',
                document: LINKEDIN_DOC,
              },
              {
                key: 'cv',
                kind: 'Project',
                title: 'CV preparation',
                referenceType: 'Upload',
                document: CV_DOC,
              },
              {
                key: 'locked',
                kind: 'Project',
                title: 'Mock interview',
                referenceType: 'Upload',
                isLocked: true,
              },
              { key: 'lesson', kind: 'Lesson', title: 'A lesson', content: '<p>Hi</p>' },
            ],
          },
        ],
      },
    },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const id = (key: string) => contentIds.object(company.code, course.id, key);
  /** A signed-in student of the company, enrolled for `days` (negative: expired). */
  const student = async (days = 30) => {
    const s = await createStudent(ctx, company.code);
    await enrol(ctx, s, product.id, days);
    const { c, token } = await login(ctx, company.host, s.email, s.password);
    return { s, c, token };
  };
  return { company, course, product, id, student };
}
