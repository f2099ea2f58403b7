// The two slices, shared by the server-drawn donut and the chart.js pie (tokens.css brand-700, accent-500).
export const chartColors = { principal: '#0f3d91', interest: '#f5a623' } as const
