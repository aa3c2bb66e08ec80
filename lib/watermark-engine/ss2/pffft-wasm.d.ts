// The part of @echogarden/pffft-wasm's Emscripten module that pffft.ts uses (the package ships no types).
declare module "@echogarden/pffft-wasm/simd" {
  export interface PffftModule {
    HEAPF32: Float32Array<ArrayBuffer>;
    _pffft_new_setup(size: number, transform: number): number;
    _pffft_aligned_malloc(bytes: number): number;
    _pffft_transform_ordered(setup: number, input: number, output: number, work: number, direction: number): void;
  }
  const PFFFT: () => Promise<PffftModule>;
  export default PFFFT;
}
