import type { ContractText } from '@wf/shared/contracts/registration/contract-text';

/** The agreement text (title given separately so each page chooses its heading level). */
export function ContractBody({
  contract,
  signature,
  headingLevel: H = 'h2',
}: {
  contract: ContractText;
  signature?: { image: string; alt: string; values: Record<'name' | 'idNumber' | 'position' | 'date', string> };
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div className="reg-contract">
      {contract.intro.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {contract.sections.map((s) => (
        <section key={s.heading}>
          <H>{s.heading}</H>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
      {signature && (
        <section className="reg-contract-signature">
          <H>{contract.signature.heading}</H>
          <p>
            {contract.signature.name}: {signature.values.name}
            <br />
            {contract.signature.idNumber}: {signature.values.idNumber}
            <br />
            {contract.signature.position}: {signature.values.position}
            <br />
            {contract.signature.date}: {signature.values.date}
          </p>
          <p>{contract.signature.signature}:</p>
          <img src={signature.image} alt={signature.alt} width={250} height={100} />
        </section>
      )}
    </div>
  );
}
