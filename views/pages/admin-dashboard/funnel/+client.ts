import { keepDisplayToken } from '../admin-token'
import { loadFunnelCharts } from './funnel-loader'

keepDisplayToken()
loadFunnelCharts()
