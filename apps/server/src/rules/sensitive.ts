/**
 * The server's sensitive-word lists (codes 3012 user names, 7001 titles, 7002 contents). A deployment replaces these
 * with its real lists; the words here only make the rule observable.
 */
import { DEFAULT_SENSITIVE_WORDS, sensitiveWordCheck, type SensitiveWordCheck } from '@kankan/domain';

const TEXT_WORDS = ['赌博', '色情', '诈骗', '代开发票', 'gambling', 'porn', 'fraud', 'fake invoice'];

export const userNameCheck: SensitiveWordCheck = sensitiveWordCheck(DEFAULT_SENSITIVE_WORDS);
/** Titles (scene names, invoice titles): 7001. */
export const titleCheck: SensitiveWordCheck = sensitiveWordCheck(TEXT_WORDS);
/** Contents (messages, addresses and other free text): 7002. */
export const contentCheck: SensitiveWordCheck = sensitiveWordCheck(TEXT_WORDS);
