import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  contractKindForPosition,
  fillContract,
  type ContractValues,
} from '@wf/shared/contracts/registration/contract-text';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import type { BusinessProfile } from '@wf/shared/contracts/business/business';
import { contractParty } from '@wf/shared/domain/business/contract-party';
import { useI18n } from './i18n.tsx';
import { ContractBody } from './contract-view.tsx';
import { contractValuesFrom } from './contract-values.ts';

export interface ContractDialogProps {
  open: boolean;
  /** The form's values and the business: the contract's values are made here (not with the page). */
  formValues: RegistrationFormValues;
  business: BusinessProfile | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The contract preview before submitting (docs/product/registration.md#contract): 80vw by 90vh, the promoter contract
 * when the position contains 'promoter', else the general one, prefilled in the page language.
 * The PDF itself is produced by the server from the stored data.
 */
export function ContractDialog({ open, formValues, business, onCancel, onConfirm }: ContractDialogProps) {
  const { t, opt, lang } = useI18n();
  const values: ContractValues & { signature: string } = {
    ...contractValuesFrom(formValues),
    company: contractParty(business, lang),
  };
  // English shows the position as stored (as in the PDF); Chinese shows its translation.
  const position = lang === 'en' ? values.position : opt('positions', values.position);
  const contract = fillContract(contractKindForPosition(values.position), lang, { ...values, position });
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth={false}
      scroll="paper"
      aria-labelledby="reg-contract-title"
      slotProps={{ paper: { sx: { width: '80vw', height: '90vh', maxWidth: 'none', maxHeight: 'none', m: 0 } } }}
    >
      <DialogTitle id="reg-contract-title" component="h2" sx={{ fontSize: '1.15rem', pb: 1 }}>
        {contract.title}
      </DialogTitle>
      <DialogContent dividers tabIndex={0} className="reg-contract">
        <p style={{ marginTop: 0, fontWeight: 500 }}>{t('contract.intro')}</p>
        <ContractBody
          contract={contract}
          headingLevel="h3"
          signature={{
            image: values.signature,
            alt: t('contract.signatureAlt'),
            values: { name: values.name, idNumber: values.idNumber, position, date: values.date },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
