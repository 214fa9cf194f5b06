/** Doubles per slab (32 KB) that `zeroedFloats` cuts into arrays. */
const SLAB_LENGTH = 4096;
let slab = new ArrayBuffer(SLAB_LENGTH * Float64Array.BYTES_PER_ELEMENT);
let slabUsed = 0;

/**
 * A zero-filled Float64Array cut from a shared slab. A typed array over 64 bytes gets its own
 * off-heap buffer, ~300 ns each; a view into a slab costs ~15 ns. Slabs are fresh and never
 * reused, so views never overlap; a slab is freed with the last of its views (so a view kept
 * for long keeps its 32 KB alive).
 */
export function zeroedFloats(length: number): Float64Array {
  if (slabUsed + length > SLAB_LENGTH) {
    slab = new ArrayBuffer(Math.max(SLAB_LENGTH, length) * Float64Array.BYTES_PER_ELEMENT);
    slabUsed = 0;
  }
  const view = new Float64Array(slab, slabUsed * Float64Array.BYTES_PER_ELEMENT, length);
  slabUsed += length;
  return view;
}
