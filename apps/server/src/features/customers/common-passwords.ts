import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswords } from '@sulit/domain';

/**
 * The common-password list every password form is checked against (issue 27 item 9, OWASP ASVS 5.0 §6.2.4):
 * zxcvbn-ts's "passwords-common" dictionary (MIT), 49 233 passwords ranked by how often they appear in breach
 * corpora, kept current by a maintained package rather than a copied file. Built once, lower case (~40 ms).
 */
export function loadCommonPasswords(): CommonPasswords {
  return new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
}
