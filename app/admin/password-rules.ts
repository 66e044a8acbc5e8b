/** A password's length, in characters: the accounts check it, the password page's fields say it. */
export const passwordMinLength = 12;
export const passwordMaxLength = 1024;
