import express from 'express';
import request from 'supertest';
import { requestLanguage } from './request-language';

const app = express().get('/', (req, res) => {
  res.send(requestLanguage(req));
});

describe('requestLanguage (the page language of an API call, docs/api-contract.md)', () => {
  it.each([
    ['no header', undefined, 'zh-TW'],
    ['an empty header', '', 'zh-TW'],
    ['the English page', 'en', 'en'],
    ['the Chinese page', 'zh-TW', 'zh-TW'],
    ['a browser list led by English', 'en-GB,en;q=0.9,zh-TW;q=0.8', 'en'],
    ['a browser list led by Chinese', 'zh-Hant-TW,zh;q=0.9,en;q=0.8', 'zh-TW'],
    ['any Chinese variant', 'zh-CN', 'zh-TW'],
    ['preference by weight, not by order', 'zh-TW;q=0.5, en;q=0.9', 'en'],
    ['a language of neither kind first', 'ja,en;q=0.7', 'en'],
    ['languages of neither kind only', 'ja, fr-FR', 'zh-TW'],
    ['a refused language (q=0)', 'en;q=0, zh;q=0.1', 'zh-TW'],
    ['the wildcard', '*', 'zh-TW'],
    ['a broken weight', 'en;q=abc', 'zh-TW'],
    ['odd spacing and case', '  EN-us ; Q=1 ', 'en'],
  ] as const)('reads %s', async (_case, header, language) => {
    const call = request(app).get('/');
    const res = await (header === undefined ? call : call.set('Accept-Language', header));
    expect(res.text).toBe(language);
  });
});
