/** Escapes text for HTML e-mails and server-rendered pages. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
