import sharp from "sharp";
const [,, out, ...files] = process.argv;
const cellW = 480, cellH = 600;
const cols = 3, rows = Math.ceil(files.length / cols);
const composites = [];
for (const [i, f] of files.entries()) {
  const buf = await sharp(f).resize(cellW, cellH, { fit: "contain", position: "top", background: "#fff" }).toBuffer();
  composites.push({ input: buf, left: (i % cols) * cellW, top: Math.floor(i / cols) * cellH });
}
await sharp({ create: { width: cols * cellW, height: rows * cellH, channels: 3, background: "#888" } }).composite(composites).png().toFile(out);
