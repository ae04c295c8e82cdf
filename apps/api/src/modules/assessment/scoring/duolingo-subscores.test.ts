import { describe, expect, it } from 'vitest';
import { celpipSkillLevel } from '../exam-scores';
import { detScale, detSkillOf, duolingoScores } from './duolingo-subscores';
import type { TaskResult } from './pte-skills';

const task = (name: string, itemType: string, earned: number, awaiting = false): TaskResult => ({
  task: name,
  part: 'Overall',
  itemType,
  possible: 1,
  earned,
  awaiting,
});

// Duolingo English Test, 'Subscore Update July 2024' (DET help centre, 2024): individual subscores
// Reading, Listening, Writing, Speaking; each integrated one the mean of its two; the overall the
// mean of the four individual subscores rounded to the nearest 5; all on 10-160 in steps of 5.
describe('Duolingo English Test scores', () => {
  it('counts each question type towards the skill it tests', () => {
    expect(detSkillOf('Read and Complete', 'an')).toBe('Reading');
    expect(detSkillOf('Interactive Reading: Complete the Sentences', 'interactivedropdown')).toBe('Reading');
    expect(detSkillOf('Listen and Type', 'essay-audio')).toBe('Listening');
    expect(detSkillOf('Read, Then Speak', 'record-audio')).toBe('Speaking');
    expect(detSkillOf('Write About the Photo', 'essay')).toBe('Writing');
    expect(detSkillOf(null, 'record-video')).toBe('Speaking');
    expect(detSkillOf('Select and Write', 'selectandessay')).toBe('Writing');
  });

  it('scales to 10-160 in steps of 5', () => {
    expect([detScale(0, 4), detScale(1, 4), detScale(2, 4), detScale(4, 4), detScale(1, 0)]).toEqual([
      10,
      50,
      85,
      160,
      null,
    ]);
  });

  it('makes the integrated subscores and the overall from the four skills, none while one waits', () => {
    const tasks = [
      task('Read and Select', 'mcq', 1),
      task('Read and Select', 'mcq', 0),
      task('Listen and Type', 'essay-audio', 1),
      task('Interactive Writing', 'interactivewriting', 0.5),
      task('Read Aloud', 'record-audio', 1),
    ];
    const scores = duolingoScores(tasks);
    // Reading 85, Listening 160, Writing 85, Speaking 160: mean 122.5 → 125.
    expect(scores.subscores.map((s) => [s.name, s.score])).toEqual([
      ['Reading', 85],
      ['Listening', 160],
      ['Writing', 85],
      ['Speaking', 160],
      ['Literacy', 85],
      ['Comprehension', 125],
      ['Conversation', 160],
      ['Production', 125],
    ]);
    expect(scores.overall).toBe(125);
    const waiting = duolingoScores([...tasks.slice(0, 4), task('Read Aloud', 'record-audio', 0, true)]);
    expect(waiting.overall).toBeNull();
    expect(waiting.subscores.find((s) => s.name === 'Conversation')).toMatchObject({
      score: null,
      awaiting: 1,
    });
  });
});

// Paragon, CELPIP level chart (celpip.ca, 'Score levels'): M ('minimal proficiency or insufficient
// information to assess', CLB 0-2), then levels 3-12.
describe('CELPIP levels', () => {
  it('gives M (0) below level 3, from a table or from the teacher’s rating', () => {
    const table = [
      { raw: 0, scaled: 1 },
      { raw: 1, scaled: 2 },
      { raw: 2, scaled: 7 },
    ];
    expect([0, 1, 2].map((raw) => celpipSkillLevel(table, raw, undefined))).toEqual([0, 0, 7]);
    expect([2, 2.6, 9].map((level) => celpipSkillLevel(undefined, 0, level))).toEqual([0, 3, 9]);
    expect(celpipSkillLevel(undefined, 0, undefined)).toBeNull();
  });
});
