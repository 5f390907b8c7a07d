import type { Passage } from '@reign/bible';
import { describe, expect, it } from 'vitest';
import {
  fallbackActionSteps,
  fallbackPrayer,
  scriptureActionSteps,
  scripturePrayer,
  withPrayerRequests,
} from '../src';

const input = (over: Partial<Parameters<typeof fallbackPrayer>[0]> = {}) => ({
  priorities: [],
  actionSteps: [],
  challenges: '',
  ...over,
});
const verse: Passage = { reference: 'Salmos 46:1', text: 'Dios es nuestro amparo y fortaleza' };

describe('the built-in texts in Spanish (issue 39)', () => {
  it('action steps by a Spanish or an English keyword, of the same kind as in English', () => {
    const [work] = fallbackActionSteps('Terminar el proyecto del trabajo', 'es');
    expect(work).toMatch(/^Reserva una hora/);
    expect(fallbackActionSteps('family dinner', 'es')[0]).toMatch(/familia/);
    expect(fallbackActionSteps('Arreglar la valla del jardín', 'es')).toEqual([
      'Divide «Arreglar la valla del jardín» en pasos más pequeños y termina hoy el primero.',
      'Aparta unos minutos para orar por «Arreglar la valla del jardín», pidiendo a Dios sabiduría y fuerzas.',
    ]);
    expect(fallbackActionSteps('Finish the project at work')[0]).toMatch(/^Block out one focused hour/);
  });

  it('a prayer naming the priorities and the requests, closing in Spanish', () => {
    const prayer = fallbackPrayer(
      input({ priorities: ['mi familia', 'el trabajo', 'la salud'], prayerRequests: ['Ana', 'Luis'] }),
      () => 0,
      'es',
    );
    expect(prayer).toMatch(
      /^Padre celestial, gracias por este nuevo día\. Te presento mi primera prioridad, mi familia, junto con el trabajo y la salud\./,
    );
    expect(prayer).toMatch(
      /También pongo delante de Ti mis peticiones: Ana y Luis\. En el nombre de Jesús, amén\.$/,
    );
    expect(prayer).not.toMatch(/Lord|Father|Amen\b/);
  });

  it('a challenge prayer for worry, whichever language it was written in', () => {
    expect(fallbackPrayer(input({ challenges: 'Tengo mucha ansiedad' }), () => 0, 'es')).toMatch(
      /^Padre, Tú conoces los miedos/,
    );
    expect(fallbackPrayer(input({ challenges: 'worried' }), () => 0, 'es')).toMatch(
      /^Padre, Tú conoces los miedos/,
    );
    expect(fallbackPrayer(input(), () => 0, 'es')).toMatch(
      /^Padre celestial, gracias por este nuevo día y por tus misericordias/,
    );
  });

  it('quotes the verse it is given, and names a request the AI left out, in Spanish', () => {
    expect(scriptureActionSteps('orar más', [verse], 'es')[0]).toMatch(
      /— “Dios es nuestro amparo y fortaleza” \(Salmos 46:1\)$/,
    );
    expect(scripturePrayer(input({ priorities: ['descansar'] }), [verse], () => 0, 'es')).toContain(
      'Tu palabra dice: “Dios es nuestro amparo y fortaleza” (Salmos 46:1).',
    );
    expect(withPrayerRequests('Señor, guíame. En el nombre de Jesús, amén.', ['Ana'], 'es')).toBe(
      'Señor, guíame. También pongo delante de Ti mi petición: Ana. En el nombre de Jesús, amén.',
    );
  });
});
