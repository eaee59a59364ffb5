import { csvBankFile, type BankFileExporter } from './bank-file.ts';
import { uobBankFile } from './uob-bank-file.ts';

/** Every bank file format by its id (BANK_FILE_FORMATS): the generic CSV and UOB's Bulk FAST/GIRO. */
export const BANK_FILE_EXPORTERS: Record<BankFileExporter['id'], BankFileExporter> = {
  csv: csvBankFile,
  'uob-giro': uobBankFile,
};
