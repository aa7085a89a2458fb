/** Where the ALTCHA widget fetches the challenge it solves (registration, reset, newsletter). */
export const PROOF_OF_WORK_CHALLENGE_PATH = '/api/auth/challenge';
