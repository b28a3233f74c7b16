import { describe, expect, it } from "vitest";
import { parseAltCsv, parseSdnCsv } from "./sanctions-list.ts";

const SDN =
  '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n' +
  '9001,"GRIMWALD, Boris","individual","DEMO] [DEMO2",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 01 Jan 1970."\r\n' +
  "\x1a\r\n";

describe("parseSdnCsv", () => {
  it("reads the SDN columns, -0- as empty, and skips the end-of-file mark", () => {
    const parsed = parseSdnCsv(SDN);
    expect(parsed).toEqual({
      ok: true,
      entries: [
        {
          entNum: 36,
          name: "AEROCARIBBEAN AIRLINES",
          normalisedName: "aerocaribbean airlines",
          type: "",
          programs: "CUBA",
          remarks: null,
        },
        {
          entNum: 9001,
          name: "GRIMWALD, Boris",
          normalisedName: "grimwald boris",
          type: "individual",
          programs: "DEMO] [DEMO2",
          remarks: "DOB 01 Jan 1970.",
        },
      ],
    });
  });

  it("takes the four required columns alone", () => {
    expect(parseSdnCsv('1,"VOLKOVA, Zinaida",individual,DEMO\n')).toMatchObject({ ok: true });
  });

  it.each([
    ["", "no entries"],
    ["1,Name,individual\n", "Entry 1 has 3 columns"],
    ["x,Name,individual,DEMO\n", "Entry 1: ent_num must be a number"],
    ["1,Name,individual,DEMO\n1,Other,individual,DEMO\n", "Entry 2: ent_num 1 appears twice"],
    ["1, -0- ,individual,DEMO\n", "Entry 1: the name is empty"],
    ['1,"open,individual,DEMO\n', "not valid CSV"],
  ])("refuses %j: %s", (text, error) => {
    const parsed = parseSdnCsv(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });
});

describe("parseAltCsv", () => {
  const entries = (parseSdnCsv(SDN) as { ok: true; entries: Parameters<typeof parseAltCsv>[1] }).entries;

  it("reads each alias as a name of its entry, with the entry's type and programs", () => {
    const alt = '9001,101,"a.k.a.","GRIMVALD, Borys",-0- \r\n36,102,"f.k.a.","AERO CARIBE",-0- \r\n\x1a\r\n';
    expect(parseAltCsv(alt, entries)).toEqual({
      ok: true,
      entries: [
        {
          entNum: 9001,
          name: "GRIMVALD, Borys",
          normalisedName: "grimvald borys",
          type: "individual",
          programs: "DEMO] [DEMO2",
          remarks: "a.k.a. of GRIMWALD, Boris",
        },
        {
          entNum: 36,
          name: "AERO CARIBE",
          normalisedName: "aero caribe",
          type: "",
          programs: "CUBA",
          remarks: "f.k.a. of AEROCARIBBEAN AIRLINES",
        },
      ],
    });
  });

  it("refuses an alias of an entry the SDN file does not hold, and a row of the wrong shape", () => {
    expect(parseAltCsv('777,1,"a.k.a.","NOBODY",-0- \r\n', entries)).toEqual({
      ok: false,
      error: "Alias 1: ent_num 777 is not an entry of the SDN file.",
    });
    expect(parseAltCsv("9001,1\r\n", entries)).toEqual({
      ok: false,
      error: "Alias 1 has 2 columns; the ALT format has 4 or 5.",
    });
    expect(parseAltCsv('9001,1,"a.k.a.",-0- ,-0- \r\n', entries)).toEqual({
      ok: false,
      error: "Alias 1: the name is empty.",
    });
  });
});
