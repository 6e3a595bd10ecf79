import type { Element, Node } from '@xmldom/xmldom';
import { AppError } from '../../../http/app-error';
import {
  CADENA_TEMPLATES,
  NS,
  TFD_STEPS,
  UNSUPPORTED_COMPLEMENT_NAMESPACES,
  type CadenaPath,
  type CadenaStep,
} from './cadena-rules';
import { childElements, descendantElements, findElement, isElement, parseXml } from './xml-read';

/** XPath normalize-space: only #x20, #x9, #xD and #xA count as white space (not NBSP). */
export function normalizeSpace(value: string): string {
  return value.replace(/[\x20\t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

function select(context: Element, path: CadenaPath): Element[] {
  let current = [context];
  for (const [namespace, localName, axis] of path) {
    current = current.flatMap((el) =>
      (axis === 'descendant' ? descendantElements(el) : childElements(el)).filter((c) =>
        isElement(c, namespace, localName),
      ),
    );
  }
  return current;
}

function runSteps(el: Element, steps: CadenaStep[], out: string[]): void {
  for (const step of steps) {
    switch (step.kind) {
      case 'required':
        // xsl "Requerido": the separator always, even for a missing attribute.
        out.push(`|${normalizeSpace(el.getAttribute(step.attr) ?? '')}`);
        break;
      case 'optional':
        // xsl "Opcional" tests the attribute node: present (even empty) means it is written.
        if (el.hasAttribute(step.attr))
          out.push(`|${normalizeSpace(el.getAttribute(step.attr) ?? '')}`);
        break;
      case 'each':
        for (const child of select(el, step.path)) runSteps(child, step.steps, out);
        break;
      case 'apply':
        for (const child of select(el, step.path)) applyTemplates(child, out);
        break;
      case 'applyChildren':
        for (const child of childElements(el)) applyTemplates(child, out);
        break;
    }
  }
}

/** XSLT's built-in rule for nodes no template matches: copy text, recurse into elements. */
function builtIn(node: Node, out: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      out.push(child.nodeValue ?? '');
    } else if (child.nodeType === child.ELEMENT_NODE) {
      applyTemplates(child as Element, out);
    }
  }
}

function applyTemplates(el: Element, out: string[]): void {
  const namespace = el.namespaceURI ?? '';
  const steps = CADENA_TEMPLATES[namespace]?.[el.localName ?? ''];
  if (steps) return runSteps(el, steps, out);
  if (UNSUPPORTED_COMPLEMENT_NAMESPACES.has(namespace)) {
    throw new AppError('validation_failed', `Complement ${namespace} is not supported`, {
      fields: { xml: [`The complement ${el.tagName} is not supported for the cadena original`] },
    });
  }
  builtIn(el, out);
}

/** The CFDI 4.0 cadena original, as SAT's cadenaoriginal_4_0.xslt produces it. */
export function cadenaOriginalCfdi40(xml: string): string {
  const root = parseXml(xml).documentElement;
  if (!root || !isElement(root, NS.cfdi, 'Comprobante')) {
    throw new AppError('validation_failed', 'Not a CFDI 4.0', {
      fields: { xml: ['The root element must be cfdi:Comprobante (http://www.sat.gob.mx/cfd/4)'] },
    });
  }
  const out: string[] = ['|'];
  applyTemplates(root, out);
  out.push('||');
  return out.join('');
}

/** The TimbreFiscalDigital 1.1 cadena (cadenaoriginal_TFD_1_1.xslt) of a stamped CFDI or a bare TFD. */
export function cadenaOriginalTfd11(xml: string): string {
  const tfd = findElement(parseXml(xml), NS.tfd, 'TimbreFiscalDigital');
  if (!tfd) {
    throw new AppError('validation_failed', 'No TimbreFiscalDigital', {
      fields: { xml: ['The document has no tfd:TimbreFiscalDigital'] },
    });
  }
  const out: string[] = ['|'];
  runSteps(tfd, TFD_STEPS, out);
  out.push('||');
  return out.join('');
}
