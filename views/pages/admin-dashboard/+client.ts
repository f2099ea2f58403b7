import { keepDisplayToken } from './admin-token'
import { loadLeadCharts } from './lead-charts-loader'

keepDisplayToken()
loadLeadCharts()
