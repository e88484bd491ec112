'use client';

import { useCallback, useState } from 'react';
import { AwbChecklist } from './awb-checklist';
import { AwbTextarea } from './awb-textarea';

/**
 * The airway bills a pickup should collect: ticked from the account's
 * shipments when the user may list them (Air_Way_bill_history), else typed.
 */
export function AwbPicker({ canList }: { canList: boolean }) {
  const [typed, setTyped] = useState(!canList);
  const fallBack = useCallback(() => setTyped(true), []);
  return typed ? <AwbTextarea /> : <AwbChecklist onUnavailable={fallBack} />;
}
