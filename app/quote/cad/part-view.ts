/**
 * The three.js scene behind PartPreview: the part in a neutral steel, its sharp edges drawn as
 * thin graphite lines, seen in orthographic projection like a technical drawing, on a transparent
 * canvas over the page's drawing grid. Rotate by dragging, zoom with the wheel or a pinch, pan
 * with the right button or two fingers; with the keyboard, arrows pan and Shift + arrows rotate.
 * It draws only when something changes.
 */
import {
  BufferAttribute,
  BufferGeometry,
  DirectionalLight,
  DoubleSide,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
  OrthographicCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { PreviewMesh } from "./mesh.ts";

// The site's palette (app/styles/tokens.css): a steel grey part, graphite edges.
const steel = 0x9aa4ad;
const graphite = 0x2a3138;
const paper = 0xf5f6f7;

/** A sixth of a turn hints that the view is 3-D; it stops after five seconds, or at the first touch. */
const introTurn = { radians: Math.PI / 3, ms: 5000 };

export interface PartView {
  dispose(): void;
}

/**
 * Starts the view inside `host`; undefined when the browser cannot draw WebGL (the caption with
 * the figures still says what the part is).
 */
export function startPartView(
  host: HTMLElement,
  mesh: PreviewMesh,
  options: { turn: boolean },
): PartView | undefined {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, alpha: true });
  } catch {
    return undefined;
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.setClearColor(paper, 0);
  const canvas = renderer.domElement;
  host.append(canvas);

  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(mesh.positions, 3));
  geometry.setAttribute("normal", new BufferAttribute(mesh.normals, 3));
  geometry.computeBoundingSphere();
  const radius = Math.max(geometry.boundingSphere?.radius ?? 1, 1e-6);
  const surface = new MeshStandardMaterial({
    color: steel,
    metalness: 0.15,
    roughness: 0.55,
    // An open or inside-out mesh still looks solid: its inner faces are drawn too.
    side: DoubleSide,
    // Pushes the faces back a little so the edge lines on them are not half hidden.
    polygonOffset: true,
    polygonOffsetFactor: 1,
    polygonOffsetUnits: 1,
  });
  const edgeGeometry = new BufferGeometry();
  edgeGeometry.setAttribute("position", new BufferAttribute(mesh.edges, 3));
  const edgeMaterial = new LineBasicMaterial({ color: graphite });

  const scene = new Scene();
  scene.add(new Mesh(geometry, surface), new LineSegments(edgeGeometry, edgeMaterial));
  // Sky light from +z (three's lights assume y up): top faces lighter than sides, as drawn.
  const skyLight = new HemisphereLight(0xffffff, 0x8a949c, 2);
  skyLight.position.set(0, 0, 1);
  scene.add(skyLight);

  // CAD models are drawn with z up; seen from the front right, above, as an isometric sketch.
  const camera = new OrthographicCamera(-1, 1, 1, -1, radius * 0.5, radius * 8);
  camera.up.set(0, 0, 1);
  camera.position.set(1, -1.2, 0.9).setLength(radius * 4);
  const headlight = new DirectionalLight(0xffffff, 1.4);
  headlight.position.set(-0.6, 0.8, 1);
  camera.add(headlight);
  scene.add(camera);

  const controls = new OrbitControls(camera, canvas);
  controls.minZoom = 0.5;
  controls.maxZoom = 40;
  controls.listenToKeyEvents(host);

  const render = () => renderer.render(scene, camera);
  const resize = () => {
    const { width, height } = host.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    renderer.setSize(width, height, false);
    const half = radius;
    const aspect = width / height;
    [camera.left, camera.right, camera.top, camera.bottom] =
      aspect >= 1
        ? [-half * aspect, half * aspect, half, -half]
        : [-half, half, half / aspect, -half / aspect];
    camera.updateProjectionMatrix();
    render();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  controls.addEventListener("change", render);
  controls.update();
  resize();

  let frame = 0;
  const stopTurn = () => cancelAnimationFrame(frame);
  if (options.turn) {
    const start = performance.now();
    const up = new Vector3(0, 0, 1);
    let turned = 0;
    const step = (now: number) => {
      const progress = Math.min((now - start) / introTurn.ms, 1);
      const eased = 1 - (1 - progress) ** 3;
      camera.position.sub(controls.target).applyAxisAngle(up, introTurn.radians * eased - turned);
      camera.position.add(controls.target);
      turned = introTurn.radians * eased;
      controls.update();
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    controls.addEventListener("start", stopTurn);
  }

  return {
    dispose() {
      stopTurn();
      observer.disconnect();
      controls.dispose();
      geometry.dispose();
      edgeGeometry.dispose();
      surface.dispose();
      edgeMaterial.dispose();
      renderer.dispose();
      // Browsers allow a handful of WebGL contexts per page; give this one back now.
      renderer.forceContextLoss();
      canvas.remove();
    },
  };
}
