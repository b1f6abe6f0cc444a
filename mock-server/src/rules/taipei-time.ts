// The Taipei clock is one rule for the portal and its backend, kept in the shared library
// (docs/decisions.md, "Dates are Taipei dates").
export {
  addTaipeiDays as addDays,
  fromTaipei,
  taipeiDate,
  taipeiDateTime,
} from '@eoffering/shared/rules';
