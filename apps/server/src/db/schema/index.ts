export * from './companies';
export * from './users';
export * from './auth';
export * from './registry';
export * from './pictures';
export * from './bankid';
export * from './time-reporting';
export * from './reminders';
