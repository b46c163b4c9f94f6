export { RunwayWind, diagramWind, minimumsConditions, type RunwayWindProps } from './runway-wind';
export { RunwayWindDiagram, type RunwayWindDiagramProps } from './runway-wind-diagram';
export {
  polar,
  runwayStrips,
  runwayWindModel,
  sectorOf,
  type DiagramWind,
  type RunwayEndWind,
  type RunwayStrip,
  type RunwayWindModel,
} from './runway-wind-model';
