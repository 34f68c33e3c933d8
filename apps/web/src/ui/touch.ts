// Touch targets on a phone (SPEC "Phone first": at least 44 px): one place for the sizes that
// the time report, the punch clock and the approval pages give their buttons.

/** A touch target of at least 44 px on a phone. */
export const touchTarget = { minWidth: 44, minHeight: 44 } as const;

/** A container's buttons 44 px tall below md, touch targets on a phone. */
export const touchButtons = { '& .MuiButton-root': { minHeight: { xs: 44, md: 0 } } } as const;
