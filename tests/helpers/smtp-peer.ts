import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  port: number;
  /** Every mail accepted, in order. */
  received: ReceivedMail[];
  /** From now on, answers RCPT TO with this SMTP code and message (null: accept again). */
  refuse(answer: { code: number; message: string } | null): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (port 0: any free port) that records each mail it accepts. */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    refuse: (answer) => void (refusal = answer),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
