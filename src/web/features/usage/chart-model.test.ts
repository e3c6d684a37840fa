import { describe, expect, it } from "vitest";
import { buildChartModel, niceCeiling, SERIES_COLORS } from "./chart-model";

const days = ["2026-11-20", "2026-11-21", "2026-11-22"];

describe("usage chart model", () => {
  it("stacks each day's usage per person, busiest first, with a round scale", () => {
    const model = buildChartModel({
      days,
      series: [
        { userId: "a", name: "Ann", values: [1, 0, 2] },
        { userId: "b", name: "Bo", values: [0, 0, 9] },
        { userId: "c", name: "Cy", values: [0, 0, 0] },
      ],
    });
    expect(model.legend.map((l) => [l.name, l.total])).toEqual([
      ["Bo", 9],
      ["Ann", 3],
    ]);
    expect(model.bars.map((b) => b.total)).toEqual([1, 0, 11]);
    expect(model.bars[2]?.segments.map((s) => s.userId)).toEqual(["b", "a"]);
    expect(model.scaleMax).toBe(20);
    expect(model.total).toBe(12);
    expect(model.peak?.day).toBe("2026-11-22");
  });

  it("folds people beyond the palette into 'Others' and handles no usage at all", () => {
    const series = Array.from({ length: SERIES_COLORS.length + 3 }, (_, i) => ({
      userId: `u${i}`,
      name: `U${i}`,
      values: [i + 1, 0, 0],
    }));
    const model = buildChartModel({ days, series });
    expect(model.legend).toHaveLength(SERIES_COLORS.length);
    expect(model.legend.at(-1)?.name).toBe("Others (4)");
    expect(model.bars[0]?.total).toBe(series.reduce((a, s) => a + (s.values[0] ?? 0), 0));

    const empty = buildChartModel({ days, series: [] });
    expect(empty).toMatchObject({ total: 0, peak: null, scaleMax: 1, legend: [] });
  });

  it("rounds scales to 1, 2, 5 × 10ⁿ", () => {
    expect([0, 1, 3, 7, 10, 11, 180, 501].map(niceCeiling)).toEqual([1, 1, 5, 10, 10, 20, 200, 1000]);
  });
});
