/** The size an SVG is drawn at: its width and height, or else its viewBox. */
function svgSize(svg: string): { width: number; height: number } {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const width = parseFloat(doc.getAttribute('width') ?? '');
  const height = parseFloat(doc.getAttribute('height') ?? '');
  if (width > 0 && height > 0) return { width, height };
  const box = (doc.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  return { width: box[2] !== undefined && box[2] > 0 ? box[2] : 1000, height: box[3] !== undefined && box[3] > 0 ? box[3] : 1000 };
}

/** Largest side of the PNG, in pixels: big maps are scaled down so the canvas stays within what browsers allow. */
const MAX_SIDE = 8000;

/** Renders an SVG map to a PNG through a canvas, in the browser (the server draws only SVG). */
export async function svgToPng(svg: string): Promise<Blob> {
  const { width, height } = svgSize(svg);
  const scale = Math.min(2, MAX_SIDE / Math.max(width, height));
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    await new Promise<void>((done, fail) => {
      image.onload = () => done();
      image.onerror = () => fail(new Error('the map could not be drawn as an image'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('this browser cannot draw on a canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((done, fail) => canvas.toBlob((blob) => (blob === null ? fail(new Error('the PNG could not be made')) : done(blob)), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
