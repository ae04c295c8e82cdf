import {
  examDateProblem,
  type Remark,
  type RemarkRequest,
  ScoreReportMessages,
  type ScoreReportRecord,
  type ScoreReportRequest,
  serverExamDateWindow,
} from '@portico/contract/score-report';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { Limits, type RateLimiter } from '../../lib/rate-limit';
import type { StorageService } from '../storage/storage.service';
import { fileObjectUrl } from '../storage/storage.service';
import type { CompanyRow } from '../tenancy/tenancy.repository';
import type { RemarkRow, ScoreReportRepository, ScoreReportRow } from './score-report.repository';

type Student = { id: string };

/** spec 1 §2 "Score submission": a student's actual IELTS report (TRF) and the remarks about it. */
export class ScoreReportService {
  constructor(
    private readonly repo: ScoreReportRepository,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Portico: the student answered 'Have you taken the actual IELTS?' (Interested or Not Interested);
   * the dashboard asks no more, on any device (decision 017). Limited like every student write
   * (decision 009), as the remarks are.
   */
  async answerProbe(company: CompanyRow, student: Student): Promise<void> {
    await this.limiter.consume(Limits.scoreProbe, [`${company.code}:${student.id}`]);
    await this.repo.answerProbe(company.code, student.id, this.clock.now());
  }

  /** spec 1 §7 GET dashboard/trf-details. */
  async get(company: CompanyRow, student: Student): Promise<ScoreReportRecord> {
    const row = await this.repo.find(company.code, student.id);
    return this.present(company, student, row);
  }

  /**
   * spec 1 §7 POST dashboard/trf-details. Once uploaded the report is locked (spec 1 §4): a second
   * submission is a conflict, not an overwrite of a report staff may be verifying.
   */
  async submit(company: CompanyRow, student: Student, body: ScoreReportRequest): Promise<ScoreReportRecord> {
    if (!company.enableScoreFromStudents) throw forbidden(ScoreReportMessages.disabled);
    const dateProblem = examDateProblem(body.examDate, serverExamDateWindow(this.clock.now()));
    if (dateProblem) throw badRequest(dateProblem);
    if (await this.repo.find(company.code, student.id)) throw conflict(ScoreReportMessages.alreadyUploaded);

    const file = await this.storage.ownedFileByUrl(company, student, body.file);
    if (file?.purpose !== 'score-document') throw badRequest(ScoreReportMessages.documentRequired);

    const row = await this.repo.insertOnce({
      companyCode: company.code,
      studentId: student.id,
      listening: body.listening,
      reading: body.reading,
      writing: body.writing,
      speaking: body.speaking,
      overall: body.bandScore,
      examDate: body.examDate,
      trfNumber: body.trfNumber,
      fileId: file.id,
      status: 'pending',
      createdAt: this.clock.now(),
    });
    if (!row) throw conflict(ScoreReportMessages.alreadyUploaded);
    return this.present(company, student, row);
  }

  /** spec 1 §7 GET dashboard/remarks: newest first. */
  async remarks(company: CompanyRow, student: Student): Promise<Remark[]> {
    const rows = await this.repo.remarks(company.code, student.id);
    return rows.map(presentRemark);
  }

  /** spec 1 §7 POST dashboard/remarks: the student's remark, stamped with the report's status. */
  async addRemark(company: CompanyRow, student: Student, body: RemarkRequest): Promise<Remark> {
    await this.limiter.consume(Limits.scoreRemark, [`${company.code}:${student.id}`]);
    const report = await this.repo.find(company.code, student.id);
    const row = await this.repo.insertRemark({
      companyCode: company.code,
      studentId: student.id,
      authorType: 'student',
      description: body.remark,
      trfStatus: report?.status ?? '',
      createdAt: this.clock.now(),
    });
    return presentRemark(row);
  }

  private async present(
    company: CompanyRow,
    student: Student,
    row: ScoreReportRow | undefined,
  ): Promise<ScoreReportRecord> {
    let fileUrl: string | null = null;
    if (row) {
      const file = await this.storage.ownedFileByUrl(company, student, fileObjectUrl(row.fileId));
      if (file) fileUrl = await this.storage.signedReadUrl(file);
    }
    return {
      ielts_listening: row?.listening ?? null,
      ielts_reading: row?.reading ?? null,
      ielts_writing: row?.writing ?? null,
      ielts_speaking: row?.speaking ?? null,
      ielts_overall: row?.overall ?? null,
      ielts_examDate: row?.examDate ?? null,
      trfNumber: row?.trfNumber ?? null,
      ieltsTrfUploaded: Boolean(row),
      enableScoreFromStudents: company.enableScoreFromStudents,
      probeAnswered: await this.repo.probeAnswered(company.code, student.id),
      status: row?.status ?? null,
      fileUrl,
      reward: await this.reward(company.code),
    };
  }

  /** What verification grants: the reward product's title and validity. */
  private async reward(companyCode: string) {
    const product = await this.repo.rewardProduct(companyCode);
    return product ? { title: product.title, validityDays: product.validityDays } : null;
  }
}

function presentRemark(r: RemarkRow): Remark {
  return {
    id: r.id,
    trfStatus: r.trfStatus,
    description: r.description,
    createdDateTime: r.createdAt.toISOString(),
    referenceType: r.authorType,
  };
}
