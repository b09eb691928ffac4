import { describe, expect, it } from 'vitest';
import { fuzzyGetOne } from './fuzzy.ts';

describe('fuzzyGetOne (Haskell fuzzyset 0.2, behind PostgREST hints)', () => {
  it("answers the fuzzyset README's examples", () => {
    const states = [
      'Alabama',
      'Alaska',
      'American Samoa',
      'Arizona',
      'Arkansas',
      'California',
      'Colorado',
      'Connecticut',
      'Delaware',
      'District of Columbia',
      'Florida',
      'Georgia',
      'Guam',
      'Hawaii',
      'Idaho',
      'Illinois',
      'Indiana',
      'Iowa',
      'Kansas',
      'Kentucky',
      'Louisiana',
      'Maine',
      'Maryland',
      'Massachusetts',
      'Michigan',
      'Minnesota',
      'Mississippi',
      'Missouri',
      'Montana',
      'Nebraska',
      'Nevada',
      'New Hampshire',
      'New Jersey',
      'New Mexico',
      'New York',
      'North Carolina',
      'North Dakota',
      'Northern Marianas Islands',
      'Ohio',
      'Oklahoma',
      'Oregon',
      'Pennsylvania',
      'Puerto Rico',
      'Rhode Island',
      'South Carolina',
      'South Dakota',
      'Tennessee',
      'Texas',
      'Utah',
      'Vermont',
      'Virginia',
      'Virgin Islands',
      'Washington',
      'West Virginia',
      'Wisconsin',
      'Wyoming',
    ];
    expect(fuzzyGetOne(states, 'Burger Islands')).toBe('Virgin Islands');
    expect(fuzzyGetOne(states, 'Why-oh-me-ing')).toBe('Wyoming');
    expect(fuzzyGetOne(states, 'Connect a cat')).toBe('Connecticut');
    expect(fuzzyGetOne(states, 'Transylvania')).toBe('Pennsylvania');
    expect(fuzzyGetOne(states, 'CanOfSauce')).toBe('Kansas');
    expect(fuzzyGetOne(states, 'Alaska')).toBe('Alaska');
    expect(fuzzyGetOne(states, 'Alaskanbraskansas')).toBe('Arkansas');
    expect(fuzzyGetOne(['Jurassic Park', 'Terminator', 'The Matrix'], 'percolator')).toBe('Terminator');
  });

  it("gives PostgREST's RpcSpec hints", () => {
    // test.overloaded's parameter lists: (), (json) unnamed, (a, b), (a, b, c).
    const overloaded = ['()', '()', '(a, b)', '(a, b, c)'];
    expect(fuzzyGetOne(overloaded, '(wrong_arg)')).toBeNull();
    expect(fuzzyGetOne(overloaded, '(a, b, wrong_arg)')).toBe('(a, b, c)');
    expect(fuzzyGetOne(['(a, b)'], '(a, b, smthelse)')).toBe('(a, b)');
    expect(fuzzyGetOne(['(name)'], '(nam)')).toBe('(name)');
    expect(fuzzyGetOne(['getitemrange', 'sayhello', 'sayhello_variadic', 'add_them'], 'sayhell')).toBe(
      'sayhello',
    );
  });
});
