/** The two stylis exports the RTL emotion cache uses (stylis ships no types). */
declare module 'stylis' {
  export type Middleware = (
    element: unknown,
    index: number,
    children: unknown[],
    callback: Middleware,
  ) => string | void;
  export const prefixer: Middleware;
}
