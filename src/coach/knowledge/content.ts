/**
 * The site's own words, as the coach reads them. The JSON files are the same ones the pages
 * render (src/content/), already validated against src/lib/content-schemas.ts by the build, so
 * here they are only typed. JSON imports bundle the same way on the server and in the browser
 * (the offline Field Kit), so this module stays isomorphic: no node: imports, no file reads.
 */
import type { MethodStage, Objection, Program, Resource, Service } from '../../lib/content-schemas';
import stagesJson from '../../content/method-stages.json';
import extrasJson from '../../content/method-extras.json';
import objectionsJson from '../../content/objections.json';
import servicesJson from '../../content/services.json';
import programsJson from '../../content/programs.json';
import resourcesJson from '../../content/resources.json';

type WithId<T> = T & { id: string };

export interface Pillar {
  id: string;
  title: string;
  summary: string;
  description: string;
  practices: string[];
}

export interface TitledText {
  id: string;
  title: string;
  description: string;
}

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.order - b.order);

export const STAGES: readonly WithId<MethodStage>[] = byOrder(stagesJson as WithId<MethodStage>[]);
export const OBJECTIONS: readonly WithId<Objection>[] = byOrder(objectionsJson as WithId<Objection>[]);
export const SERVICES: readonly WithId<Service>[] = byOrder(servicesJson as WithId<Service>[]);
export const PROGRAMS: readonly WithId<Program>[] = byOrder(programsJson as WithId<Program>[]);
export const RESOURCES: readonly WithId<Resource>[] = byOrder(resourcesJson as WithId<Resource>[]);

export const PILLARS: readonly Pillar[] = extrasJson.pillars;
export const FUNDAMENTALS: readonly TitledText[] = extrasJson.fundamentals;
export const ETHICS: readonly TitledText[] = extrasJson.ethics;

export type StageTitle = MethodStage['title'];

export function objectionById(id: string): WithId<Objection> | undefined {
  return OBJECTIONS.find((o) => o.id === id);
}

export type { MethodStage, Objection, Program, Resource, Service, WithId };
