import { describe, expect, it } from 'vitest';
import { environmentForHost, parseEnvironmentTable } from './deploy-environment';

const HOSTS = parseEnvironmentTable('DEV=localhost,127.0.0.1; TEST=h5-test.example.com ;UAT=*.uat.example.com;bogus=x.example.com');

describe('environmentForHost', () => {
  it('picks the environment whose hosts list the page host, in any case', () => {
    expect(environmentForHost('localhost', HOSTS)).toBe('DEV');
    expect(environmentForHost('127.0.0.1', HOSTS)).toBe('DEV');
    expect(environmentForHost('H5-Test.Example.com', HOSTS)).toBe('TEST');
  });

  it('matches any subdomain of a *. entry, but not the bare domain or a look-alike', () => {
    expect(environmentForHost('h5.uat.example.com', HOSTS)).toBe('UAT');
    expect(environmentForHost('uat.example.com', HOSTS)).toBe('PROD');
    expect(environmentForHost('h5.evil-uat.example.com.cn', HOSTS)).toBe('PROD');
  });

  it('treats an unknown host as PROD, and every host as PROD when nothing is configured', () => {
    expect(environmentForHost('h5.example.com', HOSTS)).toBe('PROD');
    expect(environmentForHost('x.example.com', HOSTS)).toBe('PROD');
    expect(environmentForHost('localhost', parseEnvironmentTable(undefined))).toBe('PROD');
  });
});

describe('parseEnvironmentTable', () => {
  it('splits each entry on its first = so a value may carry a query, and drops unknown names and blanks', () => {
    expect(parseEnvironmentTable('uat=https://v.example.com/view?a=1&file={url};PROD=;QA=/x;DEV')).toEqual({
      UAT: 'https://v.example.com/view?a=1&file={url}',
    });
  });
});
