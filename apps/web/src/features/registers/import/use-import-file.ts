import { useState } from 'react';
import { readImportFile, type ImportFile } from './import-file';

/** What an import does when a file is chosen. */
interface ChoiceSteps {
  /** A file was chosen: what the last one showed goes. */
  chosen?: () => void;
  /** The file was read (not too large). */
  read?: (file: ImportFile) => void;
}

/**
 * The file chosen for an import (ADR 0029): read in the browser, or refused at once when it has more
 * than `maxBytes` (its size kept for the alert), so a too large file is never sent.
 */
export function useImportFile(maxBytes: number, steps: ChoiceSteps = {}) {
  const [file, setFile] = useState<ImportFile | null>(null);
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<number | null>(null);

  const choose = async (chosen: File) => {
    setReading(true);
    steps.chosen?.();
    try {
      const read = await readImportFile(chosen, maxBytes);
      setRefused(read === 'tooLarge' ? chosen.size : null);
      setFile(read === 'tooLarge' ? null : read);
      if (read !== 'tooLarge') steps.read?.(read);
    } finally {
      setReading(false);
    }
  };

  return {
    /** The file read, until it is imported. */
    file,
    reading,
    /** The size of a file refused as too large, or null. */
    refused,
    maxBytes,
    choose,
    /** The file was imported: none is chosen any more. */
    clear: () => setFile(null),
  };
}

export type ImportFileChoice = ReturnType<typeof useImportFile>;
