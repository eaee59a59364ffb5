import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CertificateTypeBody,
  WorkerCertificateBody,
  WorkerCertificateUpdateBody,
} from '@wf/shared/contracts/certificates/certificates';
import { certificateKeys, certificatesApi } from './certificates-api.ts';

/** Every change to certificates or their types refreshes the feature's queries (lists, counts, types). */
function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: certificateKeys.all });
}

export function useVerifyCertificate() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => certificatesApi.verify(id), onSuccess });
}

export function useUploadCertificateFile() {
  const onSettled = useInvalidate();
  return useMutation({ mutationFn: (v: { id: string; file: File }) => certificatesApi.upload(v.id, v.file), onSettled });
}

export function useDeleteCertificate() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => certificatesApi.remove(id), onSuccess });
}

/** Creates a certificate, or updates it when `id` is given. */
export function useSaveCertificate() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (v: { id?: string; body: WorkerCertificateBody }) =>
      v.id
        ? certificatesApi.update(v.id, {
            typeId: v.body.typeId,
            number: v.body.number,
            issueDate: v.body.issueDate,
            expiryDate: v.body.expiryDate,
          } satisfies WorkerCertificateUpdateBody)
        : certificatesApi.create(v.body),
    onSuccess,
  });
}

/** Creates a certificate type, or updates it when `id` is given. */
export function useSaveCertificateType() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (v: { id?: string; body: CertificateTypeBody }) =>
      v.id ? certificatesApi.updateType(v.id, v.body) : certificatesApi.createType(v.body),
    onSuccess,
  });
}

export function useDeleteCertificateType() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: string) => certificatesApi.removeType(id), onSuccess });
}
