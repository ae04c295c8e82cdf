import { type LaunchRequest, launchApi, type ReviseLinkQuery } from '@portico/contract/assessment-launch';
import { callData } from '../../../lib/api-client';

/** spec 2 §7: POST assessment/generate-token (a test with a testId). */
export const generateToken = async (payload: LaunchRequest) =>
  (await callData(launchApi.generateToken, { body: payload })).redirectUrl;

/** spec 2 §7: POST test, same payload and behaviour (an object without a testId). */
export const startTest = async (payload: LaunchRequest) =>
  (await callData(launchApi.test, { body: payload })).redirectUrl;

/** spec 2 §7: GET get-revise-link, the review of a completed test. */
export const getReviseLink = async (query: ReviseLinkQuery) =>
  (await callData(launchApi.reviseLink, { query })).redirectUrl;
