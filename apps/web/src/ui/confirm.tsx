import {
  Suspense,
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ConfirmOptions, ConfirmResult } from './ConfirmDialog';
import { lazyWhenIdle } from './lazy-when-idle';

// Not part of the login page's download; fetched when idle, before any question.
const ConfirmDialog = lazyWhenIdle(async () => (await import('./ConfirmDialog')).ConfirmDialog);

type Confirm = (options: ConfirmOptions) => Promise<ConfirmResult>;
const ConfirmContext = createContext<Confirm | null>(null);

/** The app's one confirm dialog (SPEC §2.2); a new question answers an open one with 'cancel'. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const pending = useRef<((result: ConfirmResult) => void) | null>(null);

  const answer = useCallback((result: ConfirmResult) => {
    pending.current?.(result);
    pending.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<ConfirmResult>((resolve) => {
        pending.current?.('cancel');
        pending.current = resolve;
        setOptions(next);
        setOpen(true);
      }),
    [],
  );

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext value={value}>
      {children}
      {options && (
        <Suspense fallback={null}>
          <ConfirmDialog {...options} open={open} onResult={answer} />
        </Suspense>
      )}
    </ConfirmContext>
  );
}

/**
 * Asks a question and resolves with the answer:
 * `if ((await confirm({ title, text })) === 'confirm') …`. Needs ConfirmProvider above.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm is used outside ConfirmProvider');
  return confirm;
}
