export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the sender of a contact message). */
  replyTo?: string;
}

/** Sends e-mail; engines: SMTP (smtp.ts) and the outbox folder (outbox.ts). */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
