/**
 * Resolves in a task of its own: what awaits it runs after the browser has had the main thread
 * (a paint, a tap), so one step of the app's start does not join the next in one long task on a
 * slow phone (total blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
