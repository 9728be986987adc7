/**
 * Runs a bench's `main` as the process: the number it resolves to is the exit code (0 within
 * budget, 1 over it); a throw is printed and exits 2, so a broken run never reads as a broken budget.
 */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
