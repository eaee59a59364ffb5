import { EMPLOYMENT_TYPES, POSITIONS, WHERE_KNOW_US } from '@wf/shared/enums/registration';
import { DateInput, SelectInput, YesNoInput } from '../fields.tsx';

/** Step 0: where they heard of us, employment type, position, earliest availability, vaccination. */
export function StepJob() {
  return (
    <div className="reg-grid">
      <div className="reg-wide">
        <SelectInput name="where_know_us" options={WHERE_KNOW_US} group="where_know_us" required />
      </div>
      <SelectInput name="type_of_employment" options={EMPLOYMENT_TYPES} group="type_of_employment" required />
      <SelectInput name="position_applied" options={POSITIONS} group="positions" required />
      <DateInput name="earliest_availability" required />
      <div className="reg-wide">
        <YesNoInput name="fully_vaccinated" required />
      </div>
    </div>
  );
}
