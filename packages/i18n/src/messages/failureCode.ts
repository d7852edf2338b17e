/**
 * The codes the client gives a failed call that got no server code (spec 7.5), so a screen that shows failures by
 * their code words these too. Negative: the server's codes are positive and 0 is success, so none can clash.
 */
export const CLIENT_FAILURE_CODE = {
  /** No answer: "Network request failed". */
  network: -1,
  /** No answer in time after the retries. */
  timeout: -2,
  /** An answer that is not the envelope, or an HTTP error status. */
  badAnswer: -3,
} as const;
