/** Text made safe inside HTML written by hand (an element's text or a quoted attribute). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
