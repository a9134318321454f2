import { describe, expect, it } from 'vitest';
import { emptySource, sourceBody } from './metadata-source.tsx';

describe('sourceBody', () => {
  it('sends the metadata URL without the blanks around it', () => {
    expect(sourceBody({ ...emptySource, url: '  https://idp.example.com/metadata  ' })).toEqual({
      metadataUrl: 'https://idp.example.com/metadata',
    });
  });

  it('sends the pasted XML as it was pasted, and only it', () => {
    const xml = '  <EntityDescriptor entityID="x"/>\n';
    expect(sourceBody({ kind: 'xml', url: 'https://left.over/from-before', xml })).toEqual({
      metadataXml: xml,
    });
  });

  it('sends only the URL when the URL is chosen, whatever XML was pasted before', () => {
    expect(sourceBody({ kind: 'url', url: 'https://idp.example.com/m', xml: '<x/>' })).toEqual({
      metadataUrl: 'https://idp.example.com/m',
    });
  });

  it('starts from the URL, empty', () => {
    expect(emptySource).toEqual({ kind: 'url', url: '', xml: '' });
  });
});
