/**
 * UOB "Payment Integration Bulk FAST & GIRO Format Specifications", version 4.8 (decision 021):
 * the fixed-width bulk file without payment advice (the one the specification names for payroll),
 * 615 characters a record: one batch header (record type 1), one detail per payment (type 2), one
 * batch trailer (type 9) with the total amount, the count and the hash total of Appendix 4.
 *
 * Pure: the writer takes values that already obey the character rules (`uobTextProblem`) and throws
 * on any that do not; it never shortens, transliterates or replaces a character. The reader is
 * written from the same specification's tables and checks what the bank checks (record length and
 * order, trailer count, total and hash).
 */

/** Record length of the file without payment advice (section 3). */
export const UOB_RECORD_LENGTH = 615;
/** The only originating BIC the layout accepts (header field 7). */
export const UOB_BIC = 'UOVBSGSGXXX';
/** FAST items are limited to S$200,000 each (detail field 6). */
export const UOB_FAST_MAX_CENTS = 200_000_00;

/** Appendix 6: characters the bank's system replaces. A name containing one would not arrive as written. */
export const UOB_REPLACED_CHARACTERS = '[]{}|~*!&\'@#$%^_=<>\\"';

export type UobPaymentType = 'P' | 'R' | 'C';
export type UobProcessingMode = 'B' | 'I';

export type UobHeader = {
  /** UGBIddmmNN: the file's name without ".txt" (section 2). */
  fileName: string;
  /** P payment, R payroll, C collection. */
  paymentType: UobPaymentType;
  /** NORMAL (any bank) or EXPRESS (UOB accounts only). */
  serviceType: 'NORMAL' | 'EXPRESS';
  /** B batch (GIRO) or I immediate (FAST). */
  processingMode: UobProcessingMode;
  /** Given by the bank for FTS/FileAct uploads; blank for an upload through UOB Infinity. */
  companyId: string;
  /** The paying (UOB) account, 10 digits. */
  originatingAccount: string;
  originatingName: string;
  /** YYYY-MM-DD. */
  creationDate: string;
  /** YYYY-MM-DD. */
  valueDate: string;
  ultimateOriginatingCustomer: string;
  /** On the payer's statement; mandatory. */
  bulkCustomerReference: string;
  softwareLabel: string;
};

export type UobDetail = {
  receivingBic: string;
  /** Digits only (OCBC and HSBC accounts with their 3-digit branch code first). */
  accountNumber: string;
  /** The account holder's name as the receiving bank has it. */
  accountName: string;
  amountCents: number;
  /** On the payee's statement; mandatory. */
  endToEndId: string;
  purposeCode: string;
  remittanceInformation: string;
  customerReference: string;
};

export type UobTrailer = { totalCents: number; count: number; hashTotal: number };
export type UobFile = { header: UobHeader; details: UobDetail[]; trailer: UobTrailer };

/** Purpose codes of Appendix 3 a payroll uses (the full list is the bank's). */
export const UOB_PAYROLL_PURPOSE_CODES = ['SALA', 'BONU', 'COMM', 'OTHR'] as const;

export type UobTextProblem = 'required' | 'nonAscii' | 'replaced' | 'tooLong';

/**
 * Why a text field cannot go into the file as it is, or null: empty when required, a character
 * outside printable ASCII (Chinese, accents, curly quotes), one the bank replaces (Appendix 6), or
 * longer than the field.
 */
export function uobTextProblem(value: string, max: number, required = true): UobTextProblem | null {
  if (value.trim() === '') return required ? 'required' : null;
  if (!/^[\x20-\x7e]*$/.test(value)) return 'nonAscii';
  if ([...value].some((c) => UOB_REPLACED_CHARACTERS.includes(c))) return 'replaced';
  if (value.length > max) return 'tooLong';
  return null;
}

// ---- field tables (positions 1-based as in the specification) ----

type Field = { name: string; start: number; length: number };
const f = (name: string, start: number, length: number): Field => ({ name, start, length });

/** Section 3.1, without payment advice. */
export const UOB_HEADER_FIELDS = [
  f('recordType', 1, 1),
  f('fileName', 2, 10),
  f('paymentType', 12, 1),
  f('serviceType', 13, 10),
  f('processingMode', 23, 1),
  f('companyId', 24, 12),
  f('originatingBic', 36, 11),
  f('currency', 47, 3),
  f('originatingAccount', 50, 34),
  f('originatingName', 84, 140),
  f('creationDate', 224, 8),
  f('valueDate', 232, 8),
  f('ultimateOriginatingCustomer', 240, 140),
  f('bulkCustomerReference', 380, 16),
  f('softwareLabel', 396, 10),
  f('filler', 406, 210),
] as const;

/** Section 3.2, without payment advice. */
export const UOB_DETAIL_FIELDS = [
  f('recordType', 1, 1),
  f('receivingBic', 2, 11),
  f('accountNumber', 13, 34),
  f('accountName', 47, 140),
  f('currency', 187, 3),
  f('amount', 190, 18),
  f('endToEndId', 208, 35),
  f('mandateId', 243, 35),
  f('purposeCode', 278, 4),
  f('remittanceInformation', 282, 140),
  f('ultimateBeneficiary', 422, 140),
  f('customerReference', 562, 16),
  f('filler', 578, 38),
] as const;

/** Section 3.4, without payment advice. */
export const UOB_TRAILER_FIELDS = [
  f('recordType', 1, 1),
  f('totalAmount', 2, 18),
  f('count', 20, 7),
  f('hashTotal', 27, 16),
  f('filler', 43, 573),
] as const;

export class UobFileError extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[] = [message],
  ) {
    super(message);
    this.name = 'UobFileError';
  }
}

const text = (v: string, n: number) => v.padEnd(n, ' ');
const number = (v: number, n: number) => String(v).padStart(n, '0');
const yyyymmdd = (iso: string) => iso.replaceAll('-', '');
const fromYyyymmdd = (s: string) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;

function record(fields: readonly Field[], values: Record<string, string>): string {
  let out = '';
  for (const fl of fields) {
    const v = values[fl.name] ?? '';
    if (v.length > fl.length) throw new UobFileError(`${fl.name} is longer than ${fl.length}`);
    out += text(v, fl.length);
  }
  if (out.length !== UOB_RECORD_LENGTH) throw new UobFileError(`record is ${out.length} long`);
  return out;
}

function slice(line: string, fields: readonly Field[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const fl of fields) out[fl.name] = line.slice(fl.start - 1, fl.start - 1 + fl.length);
  return out;
}

/** Appendix 4, "Field Check Summary": the sum of column number x ASCII code over the whole field. */
export function fieldCheckSummary(value: string, hashIndex: number): number {
  const v = value.padEnd(hashIndex, ' ');
  let sum = 0;
  for (let i = 0; i < hashIndex; i++) sum += (i + 1) * v.charCodeAt(i);
  return sum;
}

const PAYMENT_CODES: Record<UobPaymentType, number> = { P: 20, R: 22, C: 30 };

/** Appendix 4: the hash total of a header record and its detail records (as written, padded). */
export function uobHashTotal(headerLine: string, detailLines: readonly string[]): number {
  const h = slice(headerLine, UOB_HEADER_FIELDS);
  const total1 =
    fieldCheckSummary(h.originatingBic!, 11) +
    fieldCheckSummary(h.originatingAccount!, 34) +
    fieldCheckSummary(h.originatingName!, 140);
  const paymentCode = PAYMENT_CODES[h.paymentType as UobPaymentType] ?? 0;
  let hashCode = 0;
  let total2 = 0;
  for (const line of detailLines) {
    hashCode = hashCode === 9 ? 1 : hashCode + 1;
    const d = slice(line, UOB_DETAIL_FIELDS);
    total2 +=
      fieldCheckSummary(d.receivingBic!, 11) +
      fieldCheckSummary(d.accountNumber!, 34) * hashCode +
      fieldCheckSummary(d.accountName!, 140) * hashCode +
      fieldCheckSummary(d.currency!, 3) +
      fieldCheckSummary(d.amount!, 18) +
      fieldCheckSummary(d.purposeCode!, 4) +
      paymentCode * hashCode;
  }
  return total1 + total2;
}

/** Every reason the values cannot be written as they are (empty when they can). */
export function uobProblems(header: UobHeader, details: readonly UobDetail[]): string[] {
  const p: string[] = [];
  const textField = (where: string, value: string, max: number, required = true) => {
    const problem = uobTextProblem(value, max, required);
    if (problem) p.push(`${where}: ${problem}`);
  };
  if (!/^UGBI\d{4}\d{2}$/.test(header.fileName)) p.push('header.fileName: pattern');
  if (!/^\d{10}$/.test(header.originatingAccount)) p.push('header.originatingAccount: pattern');
  if (!/^[A-Za-z0-9]{0,12}$/.test(header.companyId)) p.push('header.companyId: pattern');
  textField('header.originatingName', header.originatingName, 140);
  textField('header.ultimateOriginatingCustomer', header.ultimateOriginatingCustomer, 140, false);
  textField('header.bulkCustomerReference', header.bulkCustomerReference, 16);
  textField('header.softwareLabel', header.softwareLabel, 10, false);
  if (header.creationDate > header.valueDate) p.push('header.creationDate: after value date');
  if (header.processingMode === 'I' && header.serviceType !== 'NORMAL') p.push('header.serviceType: FAST is NORMAL only');
  if (details.length === 0) p.push('details: none');
  details.forEach((d, i) => {
    const at = `details[${i}]`;
    if (!/^[A-Z0-9]{11}$/.test(d.receivingBic)) p.push(`${at}.receivingBic: pattern`);
    if (!/^\d{1,34}$/.test(d.accountNumber)) p.push(`${at}.accountNumber: pattern`);
    textField(`${at}.accountName`, d.accountName, 140);
    textField(`${at}.endToEndId`, d.endToEndId, 35);
    textField(`${at}.remittanceInformation`, d.remittanceInformation, 140, false);
    textField(`${at}.customerReference`, d.customerReference, 16, false);
    if (!/^[A-Z]{4}$/.test(d.purposeCode)) p.push(`${at}.purposeCode: pattern`);
    if (!Number.isSafeInteger(d.amountCents) || d.amountCents <= 0) p.push(`${at}.amount: not above zero`);
    if (header.processingMode === 'I' && d.amountCents > UOB_FAST_MAX_CENTS) p.push(`${at}.amount: above the FAST limit`);
  });
  return p;
}

const CRLF = '\r\n';

/** The file's text: header, details in the order given, trailer; CRLF after every record. */
export function writeUobFile(header: UobHeader, details: readonly UobDetail[]): string {
  const problems = uobProblems(header, details);
  if (problems.length > 0) throw new UobFileError(`UOB bulk file: ${problems.join('; ')}`, problems);
  const headerLine = record(UOB_HEADER_FIELDS, {
    recordType: '1',
    fileName: header.fileName,
    paymentType: header.paymentType,
    serviceType: header.serviceType,
    processingMode: header.processingMode,
    companyId: header.companyId,
    originatingBic: UOB_BIC,
    currency: 'SGD',
    originatingAccount: header.originatingAccount,
    originatingName: header.originatingName,
    creationDate: yyyymmdd(header.creationDate),
    valueDate: yyyymmdd(header.valueDate),
    ultimateOriginatingCustomer: header.ultimateOriginatingCustomer,
    bulkCustomerReference: header.bulkCustomerReference,
    softwareLabel: header.softwareLabel,
  });
  const detailLines = details.map((d) =>
    record(UOB_DETAIL_FIELDS, {
      recordType: '2',
      receivingBic: d.receivingBic,
      accountNumber: d.accountNumber,
      accountName: d.accountName,
      currency: 'SGD',
      amount: number(d.amountCents, 18),
      endToEndId: d.endToEndId,
      purposeCode: d.purposeCode,
      remittanceInformation: d.remittanceInformation,
      customerReference: d.customerReference,
    }),
  );
  const totalCents = details.reduce((s, d) => s + d.amountCents, 0);
  const hash = uobHashTotal(headerLine, detailLines);
  if (String(totalCents).length > 18 || String(details.length).length > 7 || String(hash).length > 16)
    throw new UobFileError('UOB bulk file: totals do not fit the trailer');
  const trailerLine = record(UOB_TRAILER_FIELDS, {
    recordType: '9',
    totalAmount: number(totalCents, 18),
    count: number(details.length, 7),
    hashTotal: number(hash, 16),
  });
  return [headerLine, ...detailLines, trailerLine].map((l) => l + CRLF).join('');
}

const DIGITS = /^\d+$/;
const DATE = /^\d{8}$/;

/**
 * Reads a bulk file without payment advice back, checking it as the bank would: ASCII only,
 * every record 615 long, one header first, details, one trailer last, and the trailer's count,
 * total and hash equal to what the records give. Throws UobFileError naming every problem.
 */
export function readUobFile(content: string): UobFile {
  const problems: string[] = [];
  if (!/^[\x20-\x7e\r\n]*$/.test(content)) problems.push('file: characters outside printable ASCII');
  const lines = content.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((l, i) => {
    if (l.length !== UOB_RECORD_LENGTH) problems.push(`line ${i + 1}: length ${l.length}`);
  });
  if (lines.length < 3) problems.push('file: needs a header, a detail and a trailer');
  if (problems.length > 0) throw new UobFileError(`Not a UOB bulk file: ${problems.join('; ')}`, problems);

  const h = slice(lines[0]!, UOB_HEADER_FIELDS);
  const t = slice(lines.at(-1)!, UOB_TRAILER_FIELDS);
  const detailLines = lines.slice(1, -1);
  if (h.recordType !== '1') problems.push('line 1: not a batch header');
  if (t.recordType !== '9') problems.push(`line ${lines.length}: not a batch trailer`);
  if (!['P', 'R', 'C'].includes(h.paymentType!)) problems.push('header.paymentType');
  if (!['NORMAL', 'EXPRESS'].includes(h.serviceType!.trim())) problems.push('header.serviceType');
  if (!['B', 'I', 'F', 'G'].includes(h.processingMode!)) problems.push('header.processingMode');
  if (h.originatingBic !== UOB_BIC) problems.push('header.originatingBic');
  if (h.currency !== 'SGD') problems.push('header.currency');
  if (!/^\d{10}\s{24}$/.test(h.originatingAccount!)) problems.push('header.originatingAccount');
  if (!h.originatingName!.trim()) problems.push('header.originatingName');
  if (!DATE.test(h.creationDate!) || !DATE.test(h.valueDate!)) problems.push('header: dates');
  else if (h.creationDate! > h.valueDate!) problems.push('header.creationDate: after value date');
  if (!h.bulkCustomerReference!.trim()) problems.push('header.bulkCustomerReference');
  if (h.filler!.trim()) problems.push('header.filler');

  const details = detailLines.map((line, i): UobDetail => {
    const d = slice(line, UOB_DETAIL_FIELDS);
    const at = `line ${i + 2}`;
    if (d.recordType !== '2') problems.push(`${at}: not a batch detail`);
    if (!/^[A-Z0-9]{11}$/.test(d.receivingBic!)) problems.push(`${at}: receivingBic`);
    if (!/^\d+\s*$/.test(d.accountNumber!)) problems.push(`${at}: accountNumber`);
    if (!d.accountName!.trim()) problems.push(`${at}: accountName`);
    if (d.currency !== 'SGD') problems.push(`${at}: currency`);
    if (!DIGITS.test(d.amount!) || Number(d.amount) === 0) problems.push(`${at}: amount`);
    if (!d.endToEndId!.trim()) problems.push(`${at}: endToEndId`);
    if (!/^[A-Z]{4}$/.test(d.purposeCode!)) problems.push(`${at}: purposeCode`);
    if (d.filler!.trim()) problems.push(`${at}: filler`);
    return {
      receivingBic: d.receivingBic!,
      accountNumber: d.accountNumber!.trimEnd(),
      accountName: d.accountName!.trimEnd(),
      amountCents: Number(d.amount),
      endToEndId: d.endToEndId!.trimEnd(),
      purposeCode: d.purposeCode!,
      remittanceInformation: d.remittanceInformation!.trimEnd(),
      customerReference: d.customerReference!.trimEnd(),
    };
  });

  const trailer: UobTrailer = { totalCents: Number(t.totalAmount), count: Number(t.count), hashTotal: Number(t.hashTotal) };
  if (!DIGITS.test(t.totalAmount!) || !DIGITS.test(t.count!) || !DIGITS.test(t.hashTotal!)) problems.push('trailer: not numeric');
  if (t.filler!.trim()) problems.push('trailer.filler');
  if (trailer.count !== details.length) problems.push(`trailer.count: ${trailer.count}, details ${details.length}`);
  const total = details.reduce((s, d) => s + d.amountCents, 0);
  if (trailer.totalCents !== total) problems.push(`trailer.totalAmount: ${trailer.totalCents}, details ${total}`);
  const hash = uobHashTotal(lines[0]!, detailLines);
  if (trailer.hashTotal !== hash) problems.push(`trailer.hashTotal: ${trailer.hashTotal}, computed ${hash}`);
  if (problems.length > 0) throw new UobFileError(`UOB bulk file refused: ${problems.join('; ')}`, problems);

  return {
    header: {
      fileName: h.fileName!.trimEnd(),
      paymentType: h.paymentType as UobPaymentType,
      serviceType: h.serviceType!.trimEnd() as UobHeader['serviceType'],
      processingMode: h.processingMode as UobProcessingMode,
      companyId: h.companyId!.trimEnd(),
      originatingAccount: h.originatingAccount!.trimEnd(),
      originatingName: h.originatingName!.trimEnd(),
      creationDate: fromYyyymmdd(h.creationDate!),
      valueDate: fromYyyymmdd(h.valueDate!),
      ultimateOriginatingCustomer: h.ultimateOriginatingCustomer!.trimEnd(),
      bulkCustomerReference: h.bulkCustomerReference!.trimEnd(),
      softwareLabel: h.softwareLabel!.trimEnd(),
    },
    details,
    trailer,
  };
}

/** The file name of section 2 for a file without payment advice: UGBI + ddmm of creation + NN. */
export function uobFileName(creationDate: string, sequence: number): string {
  return `UGBI${creationDate.slice(8, 10)}${creationDate.slice(5, 7)}${String(sequence).padStart(2, '0')}`;
}
